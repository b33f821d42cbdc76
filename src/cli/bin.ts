#!/usr/bin/env node
import { main } from './main.js';
import { applyCliV8Flags } from './v8-flags.js';

// Before anything runs hot or WebAssembly is compiled (loading modules does neither).
applyCliV8Flags();

// A report that cannot be written (`| head`, a full disk) is handled by processIo (io.ts).
process.exitCode = await main(process.argv.slice(2));
