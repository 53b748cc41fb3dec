/**
 * Writes startup-assets.json: the scripts the shell loads right after its entry (the bootstrap
 * chunk and the shared singletons). The server preloads them from the page's head, so the browser
 * fetches them alongside the entry instead of discovering them one round trip later.
 */
class StartupAssetsPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('StartupAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'StartupAssetsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const files = new Set();
          for (const entrypoint of compilation.entrypoints.values()) {
            for (const group of entrypoint.getChildren()) {
              for (const chunk of group.chunks) {
                for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
              }
            }
          }
          const publicPath = compilation.outputOptions.publicPath;
          const urls = [...files].sort().map((file) => `${publicPath}${file}`);
          compilation.emitAsset('startup-assets.json', new RawSource(JSON.stringify({ scripts: urls })));
        },
      );
    });
  }
}

module.exports = { StartupAssetsPlugin };
