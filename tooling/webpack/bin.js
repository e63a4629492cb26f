#!/usr/bin/env node
// webpack-cli from this package, so every app builds with the one webpack the federation plugin uses.
require('webpack-cli/bin/cli.js');
