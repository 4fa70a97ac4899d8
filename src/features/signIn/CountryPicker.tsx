import { Combobox, InputBase, ScrollArea, Text, useCombobox } from '@mantine/core'
import { useState } from 'react'
import { countryByCode, searchCountries, type Country } from '../../content/countries'

export interface CountryPickerProps {
  countryCode: string
  onSelect: (country: Country) => void
  disabled?: boolean
}

/** The flag and dial code of the chosen country; opens a searchable list (name, dial code or code). */
export function CountryPicker({ countryCode, onSelect, disabled }: CountryPickerProps) {
  const [search, setSearch] = useState('')
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
      onOptionSubmit={(code) => {
        onSelect(countryByCode(code))
        combobox.closeDropdown()
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
          aria-label={`Country: ${selected.name} (${selected.dialCode})`}
          w={112}
        >
          <span aria-hidden="true">{selected.flag}</span> {selected.dialCode}
        </InputBase>
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Search
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value)
            combobox.updateSelectedOptionIndex()
          }}
          placeholder="Search country, code or dial code"
          aria-label="Search countries"
        />
        <Combobox.Options aria-label="Countries">
          <ScrollArea.Autosize mah={240} type="scroll">
            {matches.length === 0 ? (
              <Combobox.Empty>No countries found</Combobox.Empty>
            ) : (
              matches.map((country) => (
                <Combobox.Option
                  value={country.code}
                  key={country.code}
                  active={country.code === countryCode}
                >
                  <Text span aria-hidden="true" mr={8}>
                    {country.flag}
                  </Text>
                  {country.name}{' '}
                  <Text span c="gray.7" size="sm">
                    {country.dialCode}
                  </Text>
                </Combobox.Option>
              ))
            )}
          </ScrollArea.Autosize>
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  )
}
