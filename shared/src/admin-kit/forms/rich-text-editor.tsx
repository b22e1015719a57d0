import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef, useState } from 'react';
import { sanitizeHtml } from '../../ui/safe-html.js';
import { emptyIfBlankHtml } from './fields.js';
import type { RichTextFieldProps } from './rich-text-field.js';

/**
 * A single paragraph is unwrapped so inline content such as an address ('<strong>Head Office</strong>
 * <br>…') keeps its stored shape; several blocks stay as they are.
 */
export function normaliseEditorHtml(html: string): string {
  const clean = emptyIfBlankHtml(sanitizeHtml(html));
  const single = /^<p>((?:(?!<p[ >]).)*)<\/p>$/s.exec(clean);
  return single ? single[1] : clean;
}

export default function RichTextEditor({ id, labelId, value, onChange, invalid, describedBy }: RichTextFieldProps) {
  // The editor keeps the onUpdate it was created with: read the latest onChange through a ref.
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [3, 4] }, link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto', 'tel'] } }),
    ],
    content: sanitizeHtml(value),
    immediatelyRender: true,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class: 'admin-rte-content',
      },
    },
    onUpdate: ({ editor: current }) => onChangeRef.current(normaliseEditorHtml(current.getHTML())),
  });
  // useEditor passes changed options (the aria attributes above) to the editor on every render.

  // A value changed from outside (reload after a conflict) replaces the document. useEditor may hand
  // out an instance it has just destroyed (it re-creates it when the mount was slow): skip those.
  useEffect(() => {
    if (!editor || editor.isDestroyed || editor.isFocused) return;
    if (normaliseEditorHtml(editor.getHTML()) !== normaliseEditorHtml(value)) editor.commands.setContent(sanitizeHtml(value), { emitUpdate: false });
  }, [editor, value]);

  if (!editor || editor.isDestroyed)
    return (
      <div className="admin-rte admin-rte-loading" aria-busy="true">
        Loading editor…
      </div>
    );
  return (
    <div className={`admin-rte${invalid ? ' admin-rte-invalid' : ''}`}>
      <Toolbar editor={editor} />
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      link: e.isActive('link'),
    }),
  });
  const [linkOpen, setLinkOpen] = useState(false);
  const chain = () => editor.chain().focus();
  return (
    <div className="admin-rte-toolbar" role="toolbar" aria-label="Formatting">
      <ToolButton label="Bold" icon="ri-bold" pressed={state.bold} onClick={() => chain().toggleBold().run()} />
      <ToolButton label="Italic" icon="ri-italic" pressed={state.italic} onClick={() => chain().toggleItalic().run()} />
      <ToolButton label="Bulleted list" icon="ri-list-unordered" pressed={state.bullet} onClick={() => chain().toggleBulletList().run()} />
      <ToolButton label="Numbered list" icon="ri-list-ordered" pressed={state.ordered} onClick={() => chain().toggleOrderedList().run()} />
      <ToolButton label="Line break" icon="ri-text-wrap" onClick={() => chain().setHardBreak().run()} />
      <ToolButton label={state.link ? 'Edit link' : 'Add link'} icon="ri-link" pressed={state.link} onClick={() => setLinkOpen((open) => !open)} />
      <ToolButton label="Undo" icon="ri-arrow-go-back-line" onClick={() => chain().undo().run()} />
      <ToolButton label="Redo" icon="ri-arrow-go-forward-line" onClick={() => chain().redo().run()} />
      {linkOpen ? <LinkEditor editor={editor} onDone={() => setLinkOpen(false)} /> : null}
    </div>
  );
}

function ToolButton({ label, icon, pressed, onClick }: { label: string; icon: string; pressed?: boolean; onClick: () => void }) {
  return (
    <button type="button" className="icon-button admin-rte-button" aria-label={label} aria-pressed={pressed} title={label} onClick={onClick}>
      <i className={icon} aria-hidden="true" />
    </button>
  );
}

const SAFE_LINK = /^(?:https?:\/\/|mailto:|tel:|\/)/i;

function LinkEditor({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const [href, setHref] = useState<string>(() => (editor.getAttributes('link').href as string | undefined) ?? '');
  const valid = SAFE_LINK.test(href.trim());
  const apply = () => {
    if (!valid) return;
    editor.chain().focus().extendMarkRange('link').setLink({ href: href.trim() }).run();
    onDone();
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onDone();
  };
  return (
    <div className="admin-rte-link">
      <label>
        Link URL
        <input
          type="url"
          value={href}
          placeholder="https://…"
          onChange={(e) => setHref(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              apply();
            }
          }}
        />
      </label>
      <button type="button" className="btn btn-primary btn-small" onClick={apply} disabled={!valid}>
        Apply link
      </button>
      <button type="button" className="btn btn-outline btn-small" onClick={remove}>
        Remove link
      </button>
    </div>
  );
}
