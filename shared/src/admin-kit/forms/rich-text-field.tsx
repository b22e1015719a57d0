import { lazy, Suspense } from 'react';

export interface RichTextFieldProps {
  /** Id given to the editable area (a form focuses it on error). */
  id: string;
  /** Id of the visible label element: the editable area is labelled by it. */
  labelId: string;
  value: string;
  onChange: (html: string) => void;
  invalid?: boolean;
  describedBy?: string;
}

// The editor (Tiptap + ProseMirror) is a separate chunk, fetched only when a rich-text field opens.
const RichTextEditor = lazy(() => import('./rich-text-editor.js'));

/** Rich text for fields the site renders as HTML: bold, italic, lists, links, line breaks; never raw HTML. */
export function RichTextField(props: RichTextFieldProps) {
  return (
    <Suspense
      fallback={
        <div className="admin-rte admin-rte-loading" aria-busy="true">
          Loading editor…
        </div>
      }
    >
      <RichTextEditor {...props} />
    </Suspense>
  );
}
