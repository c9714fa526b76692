export { createAccountService } from "./routes";
