import type { CSSProperties } from "react";
import type { ColumnSettingResolved } from "~/generated/schemas";
import type { WidgetProps } from "../../registry/types";

/** A cell of a row: `spanMobile` twelfths below 768px, `span` twelfths from 768px. */
export default function Column({ ukey, setting, children }: WidgetProps<ColumnSettingResolved>) {
  const { span, spanMobile, justify } = setting;
  const style = { "--col-span": span, "--col-span-mobile": spanMobile } as CSSProperties;
  return (
    <div className={`w-col w-col--justify-${justify}`} style={style} data-ukey={ukey}>
      {children}
    </div>
  );
}
