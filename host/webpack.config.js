const { createAppConfig } = require('@basin/webpack-config');

module.exports = createAppConfig({
  dirname: __dirname,
  name: 'host',
  runtimePlugins: [require.resolve('./src/federation/runtimePlugin.ts')],
  title: 'Basin Water Portal',
});
