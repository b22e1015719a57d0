export * from './icon.js';
export * from './safe-html.js';
export * from './image-with-fallback.js';
export * from './spinner.js';
export * from './modal.js';
export * from './page-hero.js';
export * from './content-preview-panel.js';
