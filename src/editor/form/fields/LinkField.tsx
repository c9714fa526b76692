import { useEffect, useState } from "react";
import { useIntl } from "react-intl";
import { useSchemaForm } from "../FormContext";
import { childPointer, fieldId } from "../pointers";
import { GroupShell } from "./FieldShell";
import { type FieldProps, useFieldValue } from "./fieldProps";

interface Link {
  url: string;
  newTab?: boolean;
}

/**
 * A link (common.schema.json#/definitions/link): a page of the shop picked from the list its input offers, or a
 * URL typed; checked by the link schema with the whole setting, the problem shown here. An optional link emptied
 * is removed.
 */
export function LinkField({ pointer, label, help, required }: FieldProps) {
  const intl = useIntl();
  const { services, formId } = useSchemaForm();
  const [link, setLink] = useFieldValue<Link>(pointer);
  const [paths, setPaths] = useState<string[]>([]);
  useEffect(() => {
    services.listPagePaths().then(setPaths, () => setPaths([]));
  }, [services]);
  const urlId = fieldId(formId, childPointer(pointer, "url"));
  const setUrl = (url: string) => setLink(url === "" && !required ? undefined : { ...link, url });
  return (
    <GroupShell pointer={pointer} label={label} help={help} within>
      {(description) => (
        <>
          <label htmlFor={urlId}>{intl.formatMessage({ id: "form.link.url" })}</label>
          <input
            {...description}
            id={urlId}
            type="text"
            inputMode="url"
            list={`${urlId}-pages`}
            data-pointer={childPointer(pointer, "url")}
            value={link?.url ?? ""}
            onChange={(event) => setUrl(event.target.value)}
          />
          <datalist id={`${urlId}-pages`}>
            {paths.map((path) => (
              <option key={path} value={path} />
            ))}
          </datalist>
          {link && (
            <label>
              <input
                type="checkbox"
                role="switch"
                data-pointer={childPointer(pointer, "newTab")}
                checked={link.newTab ?? false}
                onChange={(event) => setLink({ ...link, newTab: event.target.checked })}
              />
              {intl.formatMessage({ id: "form.link.newTab" })}
            </label>
          )}
        </>
      )}
    </GroupShell>
  );
}
