import type { Plugin, UserConfigFnObject } from 'vite';
export declare const SHARED_PUBLIC_DIR: string;
export declare const API_ORIGIN: string;
export declare const SHARED_SINGLETONS: Record<string, { singleton: boolean; import?: string; version?: string; requiredVersion?: string }>;
export declare function remoteConfig(remoteDir: string): UserConfigFnObject;
export declare function hostConfig(options: { port: number }): UserConfigFnObject;
export declare function preloadFonts(pattern?: RegExp): Plugin;
export declare function precompress(): Plugin;
