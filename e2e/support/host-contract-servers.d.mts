export interface Served {
  url: string;
  close: () => Promise<void>;
}
export declare function serveHost(hostDist: string, remotes: unknown[], apiURL: string, port: number): Promise<Served>;
export declare function serveRemote(distDir: string, port: number): Promise<Served>;
