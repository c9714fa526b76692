import { STYLESHEET as HOSTED_STYLESHEET } from "../hosted/styles";

/**
 * The hosted stand-in's stylesheet (phone first, visible focus) and the account pages' forms and navigation; their
 * header's links and links on a line of their own are 44 px tap targets (§9 phones).
 */
export const STYLESHEET = `${HOSTED_STYLESHEET}
.field{margin:1rem 0}
.field label{display:block;font-weight:600;margin-bottom:.25rem}
.field input{display:block;width:100%;min-height:48px;padding:.5rem .75rem;font:inherit;border:1px solid #6e7781;border-radius:8px;background:#fff}
.field input[aria-invalid=true]{border:2px solid #cf222e}
.hint{display:block;color:#57606a;font-size:.9375rem}
.field-error{display:block;color:#a40e26;font-weight:600;margin-top:.25rem}
.problems:focus{outline:3px solid #0a58ca;outline-offset:2px}
.problems a{color:#a40e26}
.done{background:#dafbe1;border:1px solid #1a7f37;border-radius:8px;padding:.75rem 1rem;margin:1rem 0}
nav ul{list-style:none;margin:1rem 0;padding:0;display:flex;flex-wrap:wrap;gap:.5rem}
nav a{display:inline-block;min-height:44px;padding:.625rem .75rem;border:1px solid #d0d7de;border-radius:8px;background:#fff;text-decoration:none}
nav a[aria-current=page]{border-color:#0a58ca;font-weight:600}
.orders{list-style:none;margin:0;padding:0;display:grid;gap:.75rem}
.orders li{background:#fff;border:1px solid #d0d7de;border-radius:8px;padding:.75rem 1rem}
.orders ul{margin:.5rem 0 0;padding-inline-start:1.25rem}
.orders dl{border:0;padding:0}
.orders .amounts{display:grid;grid-template-columns:1fr auto;gap:0 1rem;margin-top:.5rem}
.amounts dd{margin:0;text-align:end}
.amounts [data-total]{font-weight:700}
dl{margin:0;background:#fff;border:1px solid #d0d7de;border-radius:8px;padding:.75rem 1rem}
dt{font-weight:600}
dd{margin:0 0 .5rem}
.switch{margin-top:1.5rem}
.mail{background:#fff;border:1px solid #d0d7de;border-radius:8px;padding:.75rem 1rem;margin:1rem 0}
.mail h2{margin:0;font-size:1.125rem}
.mail-body{white-space:pre-line;overflow-wrap:anywhere}
header a,main p>a:only-child{display:inline-flex;align-items:center;min-height:44px;min-width:44px}
`;
