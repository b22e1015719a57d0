/** The server's messages that belong to no field of the form (`useFieldForm().otherErrors`); nothing when empty. */
export function OtherErrors({ messages }: { messages: readonly string[] }) {
  if (!messages.length) return null;
  return (
    <ul className="alert alert-error admin-other-errors">
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}
