// Jest maps './x.js' to './x' (moduleNameMapper) in test files but not in global setup, which
// runs under plain require; this entry does the same mapping there, then loads the real setup.
const Module = require('node:module');

const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  try {
    return resolve.call(this, request, ...rest);
  } catch (error) {
    if (!/^\.{1,2}\/.*\.js$/.test(request)) throw error;
    return resolve.call(this, request.slice(0, -3), ...rest);
  }
};

module.exports = require('./global-setup.ts').default;
