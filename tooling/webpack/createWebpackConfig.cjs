/**
 * One webpack configuration for the shell and the four remotes; each package's webpack.config.cjs
 * only says who it is and what it exposes.
 */
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const zlib = require('node:zlib');
const { AsyncEntryScriptPlugin } = require('./AsyncEntryScriptPlugin.cjs');
const { ContractsOnlyImportsPlugin } = require('./ContractsOnlyImportsPlugin.cjs');
const { exposesProblem, readRouteManifest, REMOTES, RouteManifestPlugin } = require('./routeManifest.cjs');
const { sharedSingletons } = require('./sharedSingletons.cjs');
const { StartupAssetsPlugin } = require('./StartupAssetsPlugin.cjs');

const API_DEV_URL = process.env.API_DEV_URL || 'http://127.0.0.1:8090';
/** The shell's dev server is the storefront's address in dev mode. */
const SHELL_DEV_PORT = 8080;
/**
 * The federation runtime the shell ships, trimmed: browser code only, and no manifest handling
 * (snapshots), since the remotes document names each remote's entry itself.
 */
const BROWSER_RUNTIME = { target: 'web', disableSnapshot: true };
/** Where a build keeps its server build, inside its browser build (so a release carries both); the server's SERVER_BUILD_FOLDER. */
const SERVER_FOLDER = 'server';

function swcRule(isDev) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2020',
          transform: { react: { runtime: 'automatic', development: isDev } },
        },
      },
    },
  };
}

/** Each app's message catalogs, compiled for the message library's runtime (see messagesLoader). */
const messagesRule = {
  test: /[\\/]src[\\/]messages[\\/][a-z]{2}\.json$/,
  type: 'javascript/auto',
  use: require.resolve('./messagesLoader.cjs'),
};

/**
 * The host provides the federation runtime to the remotes through a runtime plugin that webpack is
 * handed as a CommonJS file, while the injected runtime is the ES build: pointing the plugin at its
 * ES build keeps one copy of the runtime instead of two.
 */
function externalRuntimeProviderAlias() {
  const commonJs = require.resolve('@module-federation/inject-external-runtime-core-plugin');
  return { [commonJs]: commonJs.replace(/\.cjs$/, '.js') };
}

/**
 * React Router 7 publishes a production build, but its package exports always name the development
 * one (remix-run/react-router#14102), which checks and warns as it routes: a production build takes
 * the production files by name.
 */
function routerProductionAlias() {
  const dir = path.dirname(require.resolve('react-router/package.json'));
  return {
    'react-router$': path.join(dir, 'dist/production/index.mjs'),
    'react-router/dom$': path.join(dir, 'dist/production/dom-export.mjs'),
  };
}

/**
 * A remote's name, folder and dev port come from shared-contracts' list of remotes; its build fails
 * when its `exposes` are not exactly what its route manifest (routes.json) declares, and ships that
 * manifest.
 *
 * @param {object} options
 * @param {string} options.dir the package folder (__dirname of its config)
 * @param {string} options.name the federation name, e.g. 'mf_catalogue' or 'shell'
 * @param {Record<string,string>} [options.exposes] remote only: public name -> source file
 * @param {boolean} [options.isHost]
 */
function createWebpackConfig({ dir, name, exposes = {}, isHost = false }) {
  const manifest = isHost ? null : readRouteManifest(dir);
  const problem = manifest ? exposesProblem(name, exposes, manifest) : null;
  if (problem) throw new Error(problem);
  const devPort = isHost ? SHELL_DEV_PORT : REMOTES[name].devPort;
  return (env = {}, argv = {}) => {
    const isDev = argv.mode !== 'production';
    const outputDir = env.outputDir ? path.resolve(env.outputDir) : path.join(dir, 'dist');
    const browser = browserConfig({ dir, name, exposes, manifest, isHost, isDev, devPort, outputDir });
    // A release carries both builds; the dev servers render in the browser only.
    return isDev ? browser : [browser, serverConfig({ dir, name, exposes, isHost, outputDir: path.join(outputDir, SERVER_FOLDER) })];
  };
}

/**
 * The server build of the shell or a remote: the same modules for Node, federated with the same
 * shared singletons. The shell's is the renderer the storefront server loads from the live release
 * (entry `server.js`); a remote's is a container (`remoteEntry.js`) that renderer loads at run time.
 */
function serverConfig({ dir, name, exposes, isHost, outputDir }) {
  const pkg = require(path.join(dir, 'package.json'));
  return {
    name: `${pkg.name}-server`,
    mode: 'production',
    context: dir,
    target: 'async-node',
    entry: isHost ? { server: { import: './src/server/index.ts', library: { type: 'commonjs2' } } } : {},
    devtool: 'source-map',
    output: {
      path: outputDir,
      publicPath: 'auto',
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName: `${name}_server`,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      conditionNames: ['source', '...'],
      alias: routerProductionAlias(),
    },
    module: { rules: [swcRule(false), messagesRule] },
    plugins: [
      new ModuleFederationPlugin({
        name,
        ...(isHost
          ? { remotes: {}, runtimePlugins: [require.resolve('./nodeEntryLoader.cjs')] }
          : { filename: 'remoteEntry.js', library: { type: 'commonjs-module' }, exposes }),
        shared: sharedSingletons(dir),
        shareStrategy: 'loaded-first',
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
      }),
    ],
    // Read by the server, never sent: kept readable for its stack traces.
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}

function browserConfig({ dir, name, exposes, manifest, isHost, isDev, devPort, outputDir }) {
  const pkg = require(path.join(dir, 'package.json'));
  return {
    mode: isDev ? 'development' : 'production',
    context: dir,
    entry: isHost ? { main: './src/index.ts' } : {},
    // Release maps are written beside the files for error tracking, but no file points to them
    // and the server does not serve them unless told to (SERVE_SOURCE_MAPS).
    devtool: isDev ? 'eval-cheap-module-source-map' : 'hidden-source-map',
    output: {
      path: outputDir,
      publicPath: isHost ? '/' : 'auto',
      filename: isHost ? 'assets/[name].[contenthash:8].js' : '[name].[contenthash:8].js',
      chunkFilename: isHost ? 'assets/[name].[contenthash:8].js' : '[name].[contenthash:8].js',
      uniqueName: name,
      // The server build is written into its own folder beside this one.
      clean: { keep: (file) => file.startsWith(`${SERVER_FOLDER}/`) || file === SERVER_FOLDER },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      conditionNames: ['source', '...'],
      alias: { ...(isHost ? externalRuntimeProviderAlias() : {}), ...(isDev ? {} : routerProductionAlias()) },
    },
    module: { rules: [swcRule(isDev), messagesRule] },
    plugins: [
      new ContractsOnlyImportsPlugin(),
      new ModuleFederationPlugin({
        name,
        ...(isHost
          ? { remotes: {}, experiments: { provideExternalRuntime: true, optimization: BROWSER_RUNTIME } }
          : {
              // A fixed name in dev, so the remotes document can point at a dev server's entry.
              filename: isDev ? 'remoteEntry.js' : 'remoteEntry.[contenthash:8].js',
              exposes,
              experiments: { externalRuntime: true, optimization: BROWSER_RUNTIME },
            }),
        shared: sharedSingletons(dir),
        shareStrategy: 'loaded-first',
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
      }),
      manifest && new RouteManifestPlugin(manifest),
      isHost && new StartupAssetsPlugin(),
      isHost && new AsyncEntryScriptPlugin(),
      isHost &&
        new HtmlWebpackPlugin({
          template: path.join(dir, 'src/index.html'),
          // In the head, loaded async by AsyncEntryScriptPlugin.
          inject: 'head',
          scriptLoading: 'blocking',
          minify: !isDev && { collapseWhitespace: true, removeComments: false, minifyCSS: true },
        }),
      !isDev &&
        new CompressionPlugin({ filename: '[path][base].gz', algorithm: 'gzip', test: /\.(js|json|html|svg|css)$/, threshold: 512 }),
      !isDev &&
        new CompressionPlugin({
          filename: '[path][base].br',
          algorithm: 'brotliCompress',
          compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
          test: /\.(js|json|html|svg|css)$/,
          threshold: 512,
        }),
    ].filter(Boolean),
    optimization: {
      minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: { passes: 2 } } })],
    },
    performance: { hints: false },
    stats: isDev ? 'minimal' : 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
    devServer: {
      port: devPort,
      host: '127.0.0.1',
      hot: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      historyApiFallback: isHost,
      proxy: isHost ? [{ context: ['/api', '/remotes', '/routes.json', '/comfyui'], target: API_DEV_URL }] : undefined,
    },
    name: pkg.name,
  };
}

module.exports = { createWebpackConfig, SERVER_FOLDER };
