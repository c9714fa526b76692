import { SHOP_TEXT_CSS } from "../http/shopText";

/** The stand-in's one stylesheet, inlined: phone first (320 px and up), no horizontal scroll, visible focus. */
export const STYLESHEET = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI","Noto Sans Thai","Sarabun",sans-serif;color:#1f2328;background:#f6f7f9;overflow-wrap:anywhere}
header,main,footer{max-width:40rem;margin:0 auto;padding:0 1rem}
header{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center;justify-content:space-between;padding-top:1rem}
.shop{font-weight:600}
main{padding-bottom:2rem}
h1{font-size:1.5rem;line-height:1.25;margin:1rem 0}
h2{font-size:1.125rem;margin:1.5rem 0 .5rem}
a{color:#0a58ca}
a:focus-visible,button:focus-visible,input:focus-visible,select:focus-visible{outline:3px solid #0a58ca;outline-offset:2px}
.lines{list-style:none;margin:0;padding:0;background:#fff;border:1px solid #d0d7de;border-radius:8px}
.lines li{padding:.75rem 1rem;border-top:1px solid #d0d7de}
.lines li:first-child{border-top:0}
.name{font-weight:600;margin:0}
.variant{color:#57606a}
.meta{margin:.25rem 0 0;color:#57606a;font-size:.9375rem;display:flex;flex-wrap:wrap;gap:.25rem 1rem}
.line-total{margin:.25rem 0 0;text-align:end;font-weight:600}
.total{display:flex;justify-content:space-between;gap:1rem;font-size:1.125rem;font-weight:700;margin:1rem 0;padding:0 .25rem}
.total.discount,.total.fee{font-size:1rem;font-weight:600;margin-bottom:-.5rem}
.actions{display:flex;flex-direction:column;gap:.75rem;margin-top:1.5rem}
.button,button{display:block;width:100%;min-height:48px;padding:.75rem 1rem;border-radius:8px;border:1px solid #0a58ca;font:inherit;font-weight:600;text-align:center;text-decoration:none;cursor:pointer}
.primary{background:#0a58ca;color:#fff}
.secondary{background:#fff;color:#0a58ca}
fieldset{margin:0;padding:0;border:0}
legend{font-size:1.125rem;font-weight:600;margin:1.5rem 0 .5rem;padding:0}
.method{display:flex;gap:.75rem;align-items:flex-start;padding:.75rem 1rem;background:#fff;border:1px solid #d0d7de;border-radius:8px;margin-bottom:.5rem;cursor:pointer}
.method input{margin:.25rem 0 0;width:1.25rem;height:1.25rem;flex:none}
.note{display:block;color:#57606a;font-size:.9375rem}
.months{margin:.25rem 0 .5rem;padding:0 1rem}
.months label{display:block;font-weight:600}
select{font:inherit;min-height:44px;width:100%;max-width:16rem;margin-top:.25rem}
.problems{background:#fff1f0;border:1px solid #cf222e;border-radius:8px;padding:.75rem 1rem;margin:1rem 0}
.problems h2{margin:0 0 .25rem;color:#a40e26}
.problems ul{margin:0;padding-inline-start:1.25rem}
.notice{color:#57606a;font-size:.875rem}
.order-number{font-family:ui-monospace,monospace;font-size:.9375rem}
${SHOP_TEXT_CSS}
`;
