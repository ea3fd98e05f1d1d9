export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_LAUNCH_OPTIONS: { executablePath: string; headless: boolean; args: string[] };
