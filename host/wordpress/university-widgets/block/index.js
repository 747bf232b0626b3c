/**
 * The block's settings in the editor: which widget, and its attributes as settings, each as the
 * kit's Custom Elements Manifest declares it (a list of values is a menu, a boolean a toggle).
 * The list is block/widgets.json, which the plugin hands this script as
 * `window.universityWidgetsCatalog`. WordPress renders the block on the server
 * (university-widgets.php), so what is saved is only these settings.
 */
(function (blocks, element, blockEditor, components, catalog) {
  const el = element.createElement;
  const byTag = new Map(catalog.map((widget) => [widget.tag, widget]));

  /** One attribute's control: what it is, its default, and the manifest's description as help. */
  function settingControl(setting, value, onChange) {
    const label = setting.default === undefined ? setting.name : `${setting.name} (default: ${setting.default})`;
    if (setting.values)
      return el(components.SelectControl, {
        key: setting.name,
        label,
        help: setting.help,
        value: value ?? '',
        options: [{ label: '—', value: '' }, ...setting.values.map((option) => ({ label: option, value: option }))],
        onChange,
      });
    if (setting.type === 'boolean')
      return el(components.ToggleControl, {
        key: setting.name,
        label,
        help: setting.help,
        checked: value === undefined ? setting.default === 'true' : value === 'true',
        onChange: (checked) => onChange(checked ? 'true' : 'false'),
      });
    return el(components.TextControl, {
      key: setting.name,
      label,
      help: setting.help,
      type: setting.type === 'number' ? 'number' : 'text',
      value: value ?? '',
      onChange,
    });
  }

  blocks.registerBlockType('university-widgets/widget', {
    edit: ({ attributes, setAttributes }) => {
      const widget = byTag.get(attributes.widget);
      const values = attributes.values || {};
      const set = (name) => (value) => setAttributes({ values: { ...values, [name]: value } });
      // Settings of the widget chosen before are left behind: another widget has other attributes.
      const choose = (tag) => {
        const declared = new Set((byTag.get(tag)?.settings ?? []).map((setting) => setting.name));
        setAttributes({
          widget: tag,
          values: Object.fromEntries(Object.entries(values).filter(([name]) => declared.has(name))),
        });
      };
      return el(
        'div',
        blockEditor.useBlockProps(),
        el(
          components.Placeholder,
          {
            icon: 'screenoptions',
            label: 'University widget',
            instructions: widget ? widget.summary : `"${attributes.widget}" is not one of the kit's widgets.`,
          },
          el(components.SelectControl, {
            label: 'Widget',
            value: attributes.widget,
            options: catalog.map((entry) => ({ label: entry.title, value: entry.tag })),
            onChange: choose,
          }),
        ),
        widget &&
          el(
            blockEditor.InspectorControls,
            null,
            el(
              components.PanelBody,
              { title: `${widget.title}: settings` },
              widget.settings.map((setting) => settingControl(setting, values[setting.name], set(setting.name))),
            ),
          ),
      );
    },
    save: () => null,
  });
})(window.wp.blocks, window.wp.element, window.wp.blockEditor, window.wp.components, window.universityWidgetsCatalog);
