/**
 * Compiles a catalog of messages (`src/messages/<language>.json`: key -> ICU MessageFormat text)
 * for the message library's runtime, so browsers and the server get messages ready to format and
 * no message parser is shipped. The jest transform of the same files (tooling/jest) uses it too.
 */
const { compileMessageOrThrow } = require('@lingui/message-utils/compileMessage');

/** The catalog as an ES module of compiled messages; a message that does not parse fails the build, naming it. */
function compileCatalog(source, file) {
  const messages = JSON.parse(source);
  const compiled = Object.fromEntries(
    Object.entries(messages).map(([key, text]) => {
      try {
        return [key, compileMessageOrThrow(text)];
      } catch (error) {
        throw new Error(`${file}: the message "${key}" is not valid ICU MessageFormat: ${error.message}`);
      }
    }),
  );
  return compiled;
}

function messagesLoader(source) {
  return `export default ${JSON.stringify(compileCatalog(source, this.resourcePath))};`;
}

module.exports = messagesLoader;
module.exports.compileCatalog = compileCatalog;
