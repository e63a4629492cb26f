#!/usr/bin/env node
// `npm start`: install what is missing, build what changed, seed the embedded database on first
// run, then serve the whole portal (see serve.mjs). Needs no database server.
import { installIfNeeded, buildIfChanged } from './workspace.mjs';

installIfNeeded();
buildIfChanged();
await import('./serve.mjs');
