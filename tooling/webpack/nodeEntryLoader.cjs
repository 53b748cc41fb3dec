/**
 * Federation runtime plugin of the shell's server build: a remote registered with the path of its
 * server build's `remoteEntry.js` is loaded from that file with Node's own require, so its chunks
 * load from the same release folder and no server code travels over HTTP.
 */
module.exports = function nodeEntryLoader() {
  return {
    name: 'node-entry-loader',
    loadEntry({ remoteInfo }) {
      if (!remoteInfo.entry.startsWith('/')) return undefined;
      // eslint-disable-next-line no-undef -- webpack's name for the real require inside a bundle
      return __non_webpack_require__(remoteInfo.entry);
    },
  };
};
