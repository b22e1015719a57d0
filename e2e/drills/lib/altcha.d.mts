export declare function solveAltcha(base: string): Promise<string>;
