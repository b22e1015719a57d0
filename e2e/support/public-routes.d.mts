export declare const PUBLIC_ROUTES: readonly string[];
