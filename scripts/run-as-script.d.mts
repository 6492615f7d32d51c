export declare function runAsScript(moduleUrl: string): boolean;
