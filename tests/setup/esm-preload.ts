// Node 20 can fail a CommonJS `require` of an ES module while the same module is still being loaded by an `import()`
// ("Cannot read properties of undefined (reading 'getStatus')" in getModuleJobForRequire; nodejs/node#57187). Screens
// are lazy chunks imported side by side, and two of our dependencies load one ES module both ways: the CommonJS build
// of @ant-design/icons (what Node's `import '@ant-design/icons'` gives) requires @ant-design/colors/es/generate, which
// antd's ES build of the icons imports; react-router-dom's CommonJS build requires react-router. The English walk lost
// ten tests to it once. Loaded here, before any test, they are settled when the screens race for them.
import '@ant-design/icons';
import '@ant-design/colors/es/generate';
import 'react-router-dom';
