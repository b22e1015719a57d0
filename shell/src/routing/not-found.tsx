export function NotFound() {
  return (
    <section className="not-found">
      <h1>404</h1>
      <p className="not-found-lead">This page has not been generated</p>
      <p>Tell me what you would like on this page</p>
    </section>
  );
}
