const { createAppConfig } = require('@basin/webpack-config');

module.exports = createAppConfig({
  dirname: __dirname,
  name: 'remote_wq_update',
  exposes: { './routes': './src/routes.ts' },
  title: 'Water Quality Update: Basin Water Portal',
});
