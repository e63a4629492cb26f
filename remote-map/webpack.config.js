const { createAppConfig } = require('@basin/webpack-config');

module.exports = createAppConfig({
  dirname: __dirname,
  name: 'remote_map',
  exposes: { './routes': './src/routes.ts' },
  title: 'Map: Basin Water Portal',
});
