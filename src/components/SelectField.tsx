import { InputBase, type ElementProps, type InputBaseProps } from '@mantine/core'
import { IconChevronDown } from '@tabler/icons-react'

interface SelectOption {
  value: string
  label: string
  disabled?: boolean
}

interface SelectFieldProps extends InputBaseProps, ElementProps<'select', 'size'> {
  data: readonly SelectOption[]
}

/**
 * A native select as a Mantine field (label, description, error, the field's look) with its chevron: what Mantine's
 * NativeSelect renders, without the Combobox code and styles its chevron would bring to every page with a select.
 * The chevron is 1rem: it grows with the text, as the field does.
 */
export function SelectField({ data, ...field }: SelectFieldProps) {
  return (
    <InputBase
      component="select"
      pointer
      rightSection={<IconChevronDown size="1rem" aria-hidden />}
      rightSectionPointerEvents="none"
      {...field}
    >
      {data.map(({ value, label, disabled }) => (
        <option key={value} value={value} disabled={disabled}>
          {label}
        </option>
      ))}
    </InputBase>
  )
}
