export declare function buildIsCurrent(): boolean;
