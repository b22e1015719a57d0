// jsdom plus the web platform pieces Node already has and jsdom lacks (fetch Response, TextEncoder,
// BroadcastChannel...), so components are tested against real implementations rather than stubs.
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = ['Request', 'Response', 'Headers', 'TextEncoder', 'TextDecoder', 'BroadcastChannel', 'ReadableStream', 'structuredClone'];

class JsdomWithWebApis extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) {
      if (this.global[name] === undefined) this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithWebApis;
