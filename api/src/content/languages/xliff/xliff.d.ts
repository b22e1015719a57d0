/** The parts of the `xliff` package (locize/xliff, plain JavaScript) this API uses. */
declare module 'xliff' {
  export function js2xliff(js: object, options?: { indent?: string }): Promise<string>;
  export function xliff2js(xml: string): Promise<unknown>;
}
