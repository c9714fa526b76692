import { useProblemsAt } from "./FormContext";

/** Problems of the setting as a whole (pointer ""), above its fields. */
export function RootProblems() {
  const messages = useProblemsAt("");
  if (messages.length === 0) return null;
  return (
    <ul className="form-error" role="alert">
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}
