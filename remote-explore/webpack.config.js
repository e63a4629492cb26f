const { createAppConfig } = require('@basin/webpack-config');

module.exports = createAppConfig({
  dirname: __dirname,
  name: 'remote_explore',
  exposes: { './routes': './src/routes.ts' },
  title: 'Explore: Basin Water Portal',
});
