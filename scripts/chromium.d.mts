type LaunchOptions = { executablePath: string; headless: boolean; args: string[] };

export declare const CHROMIUM_PATH: string;
export declare const TEST_BROWSER_PATH: string;
export declare const CHROMIUM_LAUNCH_OPTIONS: LaunchOptions;
export declare const TEST_BROWSER_LAUNCH_OPTIONS: LaunchOptions;
