// The library's ES module build: its CommonJS sources would add CommonJS interop helpers to the
// runtime chunk every page loads (docs/decisions/0051-label-scan-on-the-device.md).
declare module "tesseract.js/dist/tesseract.esm.min.js" {
  import Tesseract = require("tesseract.js");
  export default Tesseract;
}
