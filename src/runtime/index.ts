/** The codec runtime: plain TypeScript, no native dependency (also runs in a browser). */
export {};
