// The one webpack + Module Federation config helper for the host and every remote.
// Each app's webpack.config.js is a few lines: createAppConfig({ dirname, name, exposes | runtimePlugins }).
'use strict';
const path = require('node:path');
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

/** Federation singletons: one copy at run time, provided by whichever app loads first (the host). */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react-router-dom',
  'react-router',
  'zustand',
  '@tanstack/react-query',
  // One dayjs, so the language switch sets month and day names for every app at once (shared/src/i18n).
  'dayjs',
  '@basin/shared',
  '@basin/shared/results-table',
];

// antd is deliberately NOT shared: a shared antd cannot be tree-shaken (see README "antd: shared or
// bundled"). Each app bundles the antd parts it uses and applies the shared design tokens itself.
const SHARE_ANTD = process.env.MF_SHARE_ANTD === '1';

function sharedConfig() {
  const shared = {};
  for (const name of SINGLETONS) {
    shared[name] = { singleton: true, requiredVersion: false, strictVersion: false };
  }
  if (SHARE_ANTD) shared.antd = { singleton: true, requiredVersion: false };
  return shared;
}

/** Text assets worth compressing; served precompressed by tooling/static-server (@fastify/static preCompressed). */
const COMPRESSIBLE = /\.(js|css|html|svg|json|wasm)$/;
/** Below about one packet, compressing saves nothing a client would notice. */
const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Production builds write `file.br` (brotli at maximum quality: paid once at build, not per request)
 * and `file.gz` next to every text asset above the threshold; the originals stay for clients that
 * accept neither. Source maps are left out: only developers fetch them.
 */
function precompressionPlugins() {
  const common = { test: COMPRESSIBLE, threshold: COMPRESS_THRESHOLD_BYTES, deleteOriginalAssets: false };
  return [
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
    }),
    new CompressionPlugin({ ...common, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: zlib.constants.Z_BEST_COMPRESSION } }),
  ];
}

/** swc transpiles TypeScript/TSX for the app and for the workspace's `shared` sources. */
function scriptRule(isProduction) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules[\\/](?!@basin)/,
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !isProduction } },
          target: 'es2020',
        },
      },
    },
  };
}

/**
 * @param {object} options
 * @param {string} options.dirname       the app folder (pass __dirname)
 * @param {string} options.name          federation name, e.g. 'remote_map' (a valid JS identifier)
 * @param {Record<string,string>} [options.exposes]  remotes: { './routes': './src/routes.tsx' }
 * @param {string[]} [options.runtimePlugins]        host: paths of federation runtime plugins
 * @param {string} [options.title]       document title of the standalone page
 */
function createAppConfig({ dirname, name, exposes, runtimePlugins = [], title = 'Basin Water Portal' }) {
  return (_env, argv) => {
    const isProduction = argv.mode !== 'development';
    return {
      mode: isProduction ? 'production' : 'development',
      context: dirname,
      entry: { main: './src/index.ts' },
      devtool: isProduction ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dirname, 'dist'),
        // Entry and remoteEntry keep fixed names (the federation runtime cannot hash them) and are
        // served no-cache; every other chunk is content-hashed, so a redeploy never serves a stale one.
        filename: '[name].js',
        chunkFilename: isProduction ? '[name].[contenthash:10].js' : '[name].js',
        publicPath: 'auto',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        // Catalogues arrive compiled (messagesLoader.js): the message parser stays out of the bundle.
        alias: { '@formatjs/icu-messageformat-parser$': require.resolve('@formatjs/icu-messageformat-parser/no-parser.js') },
      },
      module: {
        rules: [
          scriptRule(isProduction),
          { test: /[\\/]src[\\/]i18n[\\/](?:kit[\\/])?(en|es)\.json$/, type: 'javascript/auto', use: require.resolve('./messagesLoader.js') },
          { test: /\.css$/, use: [require.resolve('style-loader'), require.resolve('css-loader')] },
          { test: /\.(png|svg|jpe?g|webp|woff2?)$/, type: 'asset' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js', // fixed name: served no-cache; its chunks are hashed
          exposes,
          remotes: {},
          shared: sharedConfig(),
          runtimePlugins,
          manifest: { fileName: 'mf-manifest.json' },
          dts: false,
        }),
        new HtmlWebpackPlugin({ template: path.join(__dirname, 'index.html'), title, chunks: ['main'], hash: true, publicPath: '/' }),
        ...(isProduction ? precompressionPlugins() : []),
      ],
      optimization: {
        minimizer: [
          new MinimizerPlugin({
            minify: { implementation: MinimizerPlugin.swcMinify, options: { compress: true, mangle: true } },
          }),
        ],
      },
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}

module.exports = { createAppConfig, SINGLETONS };
