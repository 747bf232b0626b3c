<?php
/**
 * Plugin Name:       University Widgets
 * Description:       Places the university kit's widgets (events, news, menu…) in posts and pages with a block or a shortcode, for Authors and Editors too: [university_widget name="events"].
 * Version:           1.0.0
 * Requires at least: 6.1
 * Requires PHP:      8.0
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       university-widgets
 *
 * @package University_Widgets
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

require_once __DIR__ . '/includes/markup.php';

const UNIVERSITY_WIDGETS_OPTION = 'university_widgets_kit_origin';

/**
 * Whether a widget was placed on this page: the loader is printed only then, and once.
 *
 * @param bool $placed Set to true when a widget is placed.
 * @return bool Whether one was.
 */
function university_widgets_placed( $placed = false ) {
	static $any = false;
	$any = $any || $placed;
	return $any;
}

add_shortcode(
	'university_widget',
	function ( $attributes ) {
		university_widgets_placed( true );
		return university_widgets_markup( $attributes );
	}
);

add_action(
	'init',
	function () {
		$catalog = __DIR__ . '/block/widgets.json';
		register_block_type(
			__DIR__ . '/block',
			array(
				'render_callback' => function ( $attributes ) use ( $catalog ) {
					university_widgets_placed( true );
					return university_widgets_block_markup( $attributes, university_widgets_catalog( $catalog ) );
				},
			)
		);
		// The editor lists the widgets and their attributes from the same catalog.
		wp_add_inline_script(
			generate_block_asset_handle( 'university-widgets/widget', 'editorScript' ),
			'window.universityWidgetsCatalog = ' . wp_json_encode( array_values( university_widgets_catalog( $catalog ) ) ) . ';',
			'before'
		);
	}
);

add_action(
	'wp_footer',
	function () {
		if ( university_widgets_placed() ) {
			echo university_widgets_loader( get_option( UNIVERSITY_WIDGETS_OPTION, '' ) ); // phpcs:ignore WordPress.Security.EscapeOutput -- escaped in university_widgets_loader.
		}
	}
);

add_action(
	'admin_init',
	function () {
		register_setting(
			'university_widgets',
			UNIVERSITY_WIDGETS_OPTION,
			array(
				'type'              => 'string',
				'sanitize_callback' => function ( $value ) {
					$origin = university_widgets_origin( $value );
					if ( '' === $origin && '' !== trim( (string) $value ) ) {
						add_settings_error( UNIVERSITY_WIDGETS_OPTION, 'origin', __( 'The kit’s address must be an http:// or https:// address, such as https://www.example.ac.in.', 'university-widgets' ) );
					}
					return $origin;
				},
				'default'           => '',
			)
		);
		add_settings_section( 'university_widgets_kit', '', '__return_false', 'university-widgets' );
		add_settings_field(
			UNIVERSITY_WIDGETS_OPTION,
			__( 'Kit address', 'university-widgets' ),
			function () {
				printf(
					'<input type="url" class="regular-text" id="%1$s" name="%1$s" value="%2$s" placeholder="https://www.example.ac.in"><p class="description">%3$s</p>',
					esc_attr( UNIVERSITY_WIDGETS_OPTION ),
					esc_attr( get_option( UNIVERSITY_WIDGETS_OPTION, '' ) ),
					esc_html__( 'The site that serves the widgets: its /widgets/index.js is loaded on pages that show a widget.', 'university-widgets' )
				);
			},
			'university-widgets',
			'university_widgets_kit',
			array( 'label_for' => UNIVERSITY_WIDGETS_OPTION )
		);
	}
);

add_action(
	'admin_menu',
	function () {
		add_options_page(
			__( 'University widgets', 'university-widgets' ),
			__( 'University widgets', 'university-widgets' ),
			'manage_options',
			'university-widgets',
			function () {
				echo '<div class="wrap"><h1>' . esc_html__( 'University widgets', 'university-widgets' ) . '</h1><form action="options.php" method="post">';
				settings_fields( 'university_widgets' );
				do_settings_sections( 'university-widgets' );
				submit_button();
				echo '</form></div>';
			}
		);
	}
);
