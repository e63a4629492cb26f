const { createAppConfig } = require('@basin/webpack-config');

module.exports = createAppConfig({
  dirname: __dirname,
  name: 'remote_tools',
  exposes: { './routes': './src/routes.ts' },
  title: 'Tools: Basin Water Portal',
});
