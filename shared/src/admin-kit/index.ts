/*
 * The admin kit: generic pieces every dashboard editor is composed from (see README.md).
 * The rich-text editor (Tiptap) is not exported here: RichTextField loads it lazily.
 */
export * from './fields.js';
export * from './admin-http.js';
export * from './admin-store.js';
export * from './upload.js';
export * from './live-sync.js';
export * from './use-admin-query.js';
export * from './use-field-form.js';
export * from './can-edit.js';
export * from './feedback.js';
export * from './image-field.js';
export * from './rich-text-field.js';
export * from './form-fields.js';
export * from './item-dialog.js';
export * from './confirm-dialog.js';
export * from './drag-reorder.js';
export * from './items-table.js';
export * from './items-manager.js';
export * from './list-editor.js';
export * from './section-editor.js';
export * from './image-list-field.js';
export * from './editor-frame.js';
export * from './save-bar.js';
export * from './inline-table.js';
export * from './section-with-lists.js';
export * from './vision-points.js';
export * from './other-errors.js';
export * from './seo-api.js';
export * from './seo-fields.js';
export * from './seo-panel.js';
export * from './media-api.js';
export * from './image-details.js';
export * from './media-picker.js';
export * from './use-draft-saver.js';
export * from './live-preview.js';
export * from './drafts-api.js';
export * from './drafts-state.js';
export * from './drafts-bar.js';
export * from './history-labels.js';
export * from './history-dialog.js';
export * from './review/review-api.js';
export * from './review/signature-list.js';
export * from './review/submit-review-dialog.js';
export * from './review/review-bar.js';
export * from './edit-lock/index.js';
