import { Combobox, InputBase, useCombobox } from '@mantine/core'
import { useId, useState } from 'react'
import { countryByCode, countryName, searchCountries, type Country } from '../../content/countries'
import { countryPickerMessages } from '../../content/messages/signIn'
import classes from './CountryPicker.module.css'

interface CountryPickerProps {
  countryCode: string
  onSelect: (country: Country) => void
  disabled?: boolean
}

/**
 * The code and dial code of the chosen country; opens a searchable list (name, dial code or code). The list stays in
 * the dialog's own tree, so that Tab keeps to the dialog (and closes the list, which would cover Send OTP), and a
 * choice gives the focus back to the picker.
 */
export function CountryPicker({ countryCode, onSelect, disabled }: CountryPickerProps) {
  const [search, setSearch] = useState('')
  const listId = useId()
  const combobox = useCombobox({
    onDropdownClose: () => {
      combobox.resetSelectedOption()
      setSearch('')
    },
    onDropdownOpen: () => combobox.focusSearchInput(),
  })
  const selected = countryByCode(countryCode)
  const matches = searchCountries(search)

  return (
    <Combobox
      store={combobox}
      width={300}
      position="bottom-start"
      withinPortal={false}
      onOptionSubmit={(code) => {
        onSelect(countryByCode(code))
        combobox.closeDropdown()
        combobox.focusTarget()
      }}
    >
      <Combobox.Target targetType="button">
        <InputBase
          component="button"
          type="button"
          pointer
          disabled={disabled}
          rightSection={<Combobox.Chevron />}
          rightSectionPointerEvents="none"
          onClick={() => combobox.toggleDropdown()}
          aria-label={countryPickerMessages.selected(countryName(selected), selected.dialCode)}
          w={100}
        >
          {selected.dialCode}
        </InputBase>
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Search
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value)
            combobox.updateSelectedOptionIndex()
          }}
          placeholder={countryPickerMessages.searchPlaceholder}
          aria-label={countryPickerMessages.searchLabel}
          // A combobox whose list the arrow keys move in (Mantine names it only by aria-controls).
          role="combobox"
          aria-expanded={combobox.dropdownOpened}
          aria-controls={listId}
          onKeyDown={(event) => {
            if (event.key === 'Tab') combobox.closeDropdown()
          }}
        />
        <Combobox.Options
          id={listId}
          aria-label={countryPickerMessages.listLabel}
          mah={240}
          style={{ overflowY: 'auto' }}
        >
          {matches.length === 0 ? (
            <Combobox.Empty>{countryPickerMessages.noMatch}</Combobox.Empty>
          ) : (
            matches.map((country) => (
              <Combobox.Option value={country.code} key={country.code} active={country.code === countryCode}>
                {countryName(country)} <span className={classes.dial}>{country.dialCode}</span>
              </Combobox.Option>
            ))
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  )
}
