// wasm-opt -Oz on every chunk of the split app in one process (xtask's split step):
// npm's wasm-opt is binaryen compiled to wasm, so each command pays ~0.3 s of start-up before it
// reads a byte, and the app has some 270 chunks. Through binaryen's library the same passes,
// features and Stack IR give byte for byte the command's output (xtask checks one chunk).
//
// node optimise_chunks.mjs <binaryen's index.js> <features, as `wasm-opt --print-features`> -- <chunk.wasm>...
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';

const [library, ...rest] = process.argv.slice(2);
const split = rest.indexOf('--');
if (!library || split < 0) {
  console.error('usage: optimise_chunks.mjs <binaryen index.js> <--enable-feature>... -- <file.wasm>...');
  process.exit(2);
}
const { default: binaryen } = await import(pathToFileURL(library).href);

// `wasm-opt --print-features` names, to the library's flags.
const FEATURES = {
  'mutable-globals': 'MutableGlobals',
  'nontrapping-float-to-int': 'NontrappingFPToInt',
  'bulk-memory': 'BulkMemory',
  'bulk-memory-opt': 'BulkMemoryOpt',
  'sign-ext': 'SignExt',
  'reference-types': 'ReferenceTypes',
  multivalue: 'Multivalue',
  'call-indirect-overlong': 'CallIndirectOverlong',
  simd: 'SIMD128',
  'tail-call': 'TailCall',
  'extended-const': 'ExtendedConst',
  'exception-handling': 'ExceptionHandling',
  'threads': 'Atomics',
};
let features = binaryen.Features.MVP;
for (const flag of rest.slice(0, split)) {
  const name = FEATURES[flag.replace(/^--enable-/, '')];
  if (!name) {
    console.error(`optimise_chunks.mjs: wasm-opt reports the feature ${flag}, which this script does not map to binaryen's flags`);
    process.exit(2);
  }
  features |= binaryen.Features[name];
}

// -Oz, as the command sets it, and Stack IR at writing as the command does when optimising.
binaryen.setOptimizeLevel(2);
binaryen.setShrinkLevel(2);
binaryen.setDebugInfo(false);
binaryen.setGenerateStackIR(true);
binaryen.setOptimizeStackIR(true);

for (const file of rest.slice(split + 1)) {
  let module;
  try {
    module = binaryen.readBinary(fs.readFileSync(file), features);
    module.optimize();
    module.runPasses(['strip-producers', 'strip-target-features']);
    fs.writeFileSync(file, module.emitBinary());
  } catch (why) {
    console.error(`optimise_chunks.mjs: cannot optimise ${file}: ${why?.message ?? why}`);
    process.exit(1);
  } finally {
    module?.dispose();
  }
}
