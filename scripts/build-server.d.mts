export declare const SERVER_ENTRY: string;
export declare const RESUME_WORKER: string;
export declare function buildServer(): Promise<void>;
export declare function buildResumeWorker(root?: string): Promise<void>;
