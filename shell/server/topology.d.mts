import type { RemoteDescriptor } from '@pharma/shared';
export declare const ROOT: string;
export declare const GATEWAY_PORT: number;
export declare const API_PORT: number;
export declare const REMOTES: { name: string; pkg: string; port: number; routes: string[]; admin?: { label: string; order: number } }[];
export declare function packageDir(pkg: string): string;
export declare function localRemoteList(host?: string): RemoteDescriptor[];
