export { createHostedCheckout } from "./routes";
