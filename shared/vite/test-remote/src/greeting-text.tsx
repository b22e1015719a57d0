import { useContent } from '@pharma/shared';
import { loadGreeting } from './load-greeting';

/** Loaded lazily, like the contact form: it renders after a pause and must still get its render's data. */
export default function GreetingText() {
  const { data } = useContent(loadGreeting, { title: 'Built-in title', text: 'Built-in text' });
  // Long enough (> 12 KB) that React would send it out of order unless told not to.
  return (
    <>
      <p>{data.text}</p>
      <ul>
        {Array.from({ length: 1000 }, (_, index) => (
          <li key={index}>Line {index}</li>
        ))}
      </ul>
    </>
  );
}
