CREATE TABLE "login_devices" (
	"device" text NOT NULL,
	"email" text NOT NULL,
	"last_success_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_devices_device_email_pk" PRIMARY KEY("device","email")
);
