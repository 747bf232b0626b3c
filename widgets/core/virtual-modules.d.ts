declare module 'virtual:widget-css' {
  /** The generated UnoCSS stylesheet shared by every widget shadow root. */
  const css: string;
  export default css;
}
