/**
 * Navigates the tab by a top-level form POST to `url` (its query kept, an empty body): a navigation like following
 * a link, for what a GET must not do (a link or an image from any site could trigger a GET).
 */
export function postNavigation(url: string): void {
  const form = document.createElement("form");
  form.method = "post";
  form.action = url;
  form.hidden = true;
  document.body.append(form);
  form.submit();
}
