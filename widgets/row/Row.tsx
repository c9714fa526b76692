import type { RowSettingResolved } from "~/generated/schemas";
import type { WidgetProps } from "../../registry/types";

/** A 12-column grid; its columns say how many twelfths they span. */
export default function Row({ ukey, setting, children }: WidgetProps<RowSettingResolved>) {
  const { gap, align } = setting;
  return (
    <div className={`w-row w-row--gap-${gap} w-row--align-${align}`} data-ukey={ukey}>
      {children}
    </div>
  );
}
